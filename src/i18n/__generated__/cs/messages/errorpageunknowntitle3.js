/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Errorpageunknowntitle3Inputs */

const cs_errorpageunknowntitle3 = /** @type {(inputs: Errorpageunknowntitle3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Něco se pokazilo`)
};

/**

* @param {Errorpageunknowntitle3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const errorpageunknowntitle3 = cs_errorpageunknowntitle3;
export { errorpageunknowntitle3 as "errorPageUnknownTitle" }