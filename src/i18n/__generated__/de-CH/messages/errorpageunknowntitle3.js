/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Errorpageunknowntitle3Inputs */

const de_ch2_errorpageunknowntitle3 = /** @type {(inputs: Errorpageunknowntitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Da ist etwas schiefgelaufen`)
};

/**

* @param {Errorpageunknowntitle3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const errorpageunknowntitle3 = de_ch2_errorpageunknowntitle3;
export { errorpageunknowntitle3 as "errorPageUnknownTitle" }