/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Errorpageunknowntitle3Inputs */

const de_errorpageunknowntitle3 = /** @type {(inputs: Errorpageunknowntitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Da ist etwas schiefgelaufen`)
};

/**

* @param {Errorpageunknowntitle3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const errorpageunknowntitle3 = de_errorpageunknowntitle3;
export { errorpageunknowntitle3 as "errorPageUnknownTitle" }