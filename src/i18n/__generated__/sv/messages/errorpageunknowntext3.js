/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Errorpageunknowntext3Inputs */

const sv_errorpageunknowntext3 = /** @type {(inputs: Errorpageunknowntext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sidan kunde inte laddas just nu. Försök igen om en stund.`)
};

/**

* @param {Errorpageunknowntext3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const errorpageunknowntext3 = sv_errorpageunknowntext3;
export { errorpageunknowntext3 as "errorPageUnknownText" }