/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Errorpageunknowntitle3Inputs */

const sv_errorpageunknowntitle3 = /** @type {(inputs: Errorpageunknowntitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Något gick fel`)
};

/**

* @param {Errorpageunknowntitle3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const errorpageunknowntitle3 = sv_errorpageunknowntitle3;
export { errorpageunknowntitle3 as "errorPageUnknownTitle" }