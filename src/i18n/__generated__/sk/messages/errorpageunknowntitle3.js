/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Errorpageunknowntitle3Inputs */

const sk_errorpageunknowntitle3 = /** @type {(inputs: Errorpageunknowntitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Niečo sa pokazilo`)
};

/**

* @param {Errorpageunknowntitle3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const errorpageunknowntitle3 = sk_errorpageunknowntitle3;
export { errorpageunknowntitle3 as "errorPageUnknownTitle" }