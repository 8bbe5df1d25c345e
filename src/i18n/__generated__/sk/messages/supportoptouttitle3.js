/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Supportoptouttitle3Inputs */

const sk_supportoptouttitle3 = /** @type {(inputs: Supportoptouttitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nesúhlas so sledovaním`)
};

/**

* @param {Supportoptouttitle3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const supportoptouttitle3 = sk_supportoptouttitle3;
export { supportoptouttitle3 as "supportOptOutTitle" }