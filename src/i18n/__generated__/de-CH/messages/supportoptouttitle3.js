/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Supportoptouttitle3Inputs */

const de_ch2_supportoptouttitle3 = /** @type {(inputs: Supportoptouttitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Widerspruch gegen Tracking`)
};

/**

* @param {Supportoptouttitle3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const supportoptouttitle3 = de_ch2_supportoptouttitle3;
export { supportoptouttitle3 as "supportOptOutTitle" }