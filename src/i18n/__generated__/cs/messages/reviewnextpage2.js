/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewnextpage2Inputs */

const cs_reviewnextpage2 = /** @type {(inputs: Reviewnextpage2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Další stránka`)
};

/**

* @param {Reviewnextpage2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const reviewnextpage2 = cs_reviewnextpage2;
export { reviewnextpage2 as "reviewNextPage" }