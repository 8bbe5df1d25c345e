/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Supportoptouttitle3Inputs */

const sv_supportoptouttitle3 = /** @type {(inputs: Supportoptouttitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invändning mot spårning`)
};

/**

* @param {Supportoptouttitle3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const supportoptouttitle3 = sv_supportoptouttitle3;
export { supportoptouttitle3 as "supportOptOutTitle" }