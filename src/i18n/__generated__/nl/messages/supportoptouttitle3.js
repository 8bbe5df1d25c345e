/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Supportoptouttitle3Inputs */

const nl_supportoptouttitle3 = /** @type {(inputs: Supportoptouttitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bezwaar tegen tracking`)
};

/**

* @param {Supportoptouttitle3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const supportoptouttitle3 = nl_supportoptouttitle3;
export { supportoptouttitle3 as "supportOptOutTitle" }