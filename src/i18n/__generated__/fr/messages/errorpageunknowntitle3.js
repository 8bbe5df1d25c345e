/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Errorpageunknowntitle3Inputs */

const fr_errorpageunknowntitle3 = /** @type {(inputs: Errorpageunknowntitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une erreur s'est produite`)
};

/**

* @param {Errorpageunknowntitle3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const errorpageunknowntitle3 = fr_errorpageunknowntitle3;
export { errorpageunknowntitle3 as "errorPageUnknownTitle" }