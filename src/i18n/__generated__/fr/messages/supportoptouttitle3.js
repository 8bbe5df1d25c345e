/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Supportoptouttitle3Inputs */

const fr_supportoptouttitle3 = /** @type {(inputs: Supportoptouttitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opposition au suivi`)
};

/**

* @param {Supportoptouttitle3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const supportoptouttitle3 = fr_supportoptouttitle3;
export { supportoptouttitle3 as "supportOptOutTitle" }