/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Supportoptouttitle3Inputs */

const cs_supportoptouttitle3 = /** @type {(inputs: Supportoptouttitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nesouhlas se sledováním`)
};

/**

* @param {Supportoptouttitle3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const supportoptouttitle3 = cs_supportoptouttitle3;
export { supportoptouttitle3 as "supportOptOutTitle" }