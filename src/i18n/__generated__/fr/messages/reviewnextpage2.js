/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewnextpage2Inputs */

const fr_reviewnextpage2 = /** @type {(inputs: Reviewnextpage2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page suivante`)
};

/**

* @param {Reviewnextpage2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const reviewnextpage2 = fr_reviewnextpage2;
export { reviewnextpage2 as "reviewNextPage" }