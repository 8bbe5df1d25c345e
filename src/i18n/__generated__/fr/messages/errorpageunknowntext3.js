/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Errorpageunknowntext3Inputs */

const fr_errorpageunknowntext3 = /** @type {(inputs: Errorpageunknowntext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La page n'a pas pu être chargée. Veuillez réessayer dans un instant.`)
};

/**

* @param {Errorpageunknowntext3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const errorpageunknowntext3 = fr_errorpageunknowntext3;
export { errorpageunknowntext3 as "errorPageUnknownText" }