/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Errorpagenotfoundtitle4Inputs */

const de_ch2_errorpagenotfoundtitle4 = /** @type {(inputs: Errorpagenotfoundtitle4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Seite gibt es leider nicht`)
};

/**

* @param {Errorpagenotfoundtitle4Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const errorpagenotfoundtitle4 = de_ch2_errorpagenotfoundtitle4;
export { errorpagenotfoundtitle4 as "errorPageNotFoundTitle" }