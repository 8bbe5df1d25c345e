/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Errorpageunknowntext3Inputs */

const cs_errorpageunknowntext3 = /** @type {(inputs: Errorpageunknowntext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stránku se teď nepodařilo načíst. Zkuste to prosím za chvíli znovu.`)
};

/**

* @param {Errorpageunknowntext3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const errorpageunknowntext3 = cs_errorpageunknowntext3;
export { errorpageunknowntext3 as "errorPageUnknownText" }