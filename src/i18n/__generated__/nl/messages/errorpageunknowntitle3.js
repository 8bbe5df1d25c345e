/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Errorpageunknowntitle3Inputs */

const nl_errorpageunknowntitle3 = /** @type {(inputs: Errorpageunknowntitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Er is iets misgegaan`)
};

/**

* @param {Errorpageunknowntitle3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const errorpageunknowntitle3 = nl_errorpageunknowntitle3;
export { errorpageunknowntitle3 as "errorPageUnknownTitle" }