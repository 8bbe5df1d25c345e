/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Errorpageunknowntext3Inputs */

const sk_errorpageunknowntext3 = /** @type {(inputs: Errorpageunknowntext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stránku sa teraz nepodarilo načítať. Skúste to, prosím, o chvíľu znova.`)
};

/**

* @param {Errorpageunknowntext3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const errorpageunknowntext3 = sk_errorpageunknowntext3;
export { errorpageunknowntext3 as "errorPageUnknownText" }