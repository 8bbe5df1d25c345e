/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Errorpageunknowntext3Inputs */

const de_ch2_errorpageunknowntext3 = /** @type {(inputs: Errorpageunknowntext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Seite konnte gerade nicht geladen werden. Bitte versuchen Sie es in einem Moment noch einmal.`)
};

/**

* @param {Errorpageunknowntext3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const errorpageunknowntext3 = de_ch2_errorpageunknowntext3;
export { errorpageunknowntext3 as "errorPageUnknownText" }