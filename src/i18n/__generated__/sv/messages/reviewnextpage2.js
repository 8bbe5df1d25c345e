/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewnextpage2Inputs */

const sv_reviewnextpage2 = /** @type {(inputs: Reviewnextpage2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nästa sida`)
};

/**

* @param {Reviewnextpage2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const reviewnextpage2 = sv_reviewnextpage2;
export { reviewnextpage2 as "reviewNextPage" }