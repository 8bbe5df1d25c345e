/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Errorpageunknowntext3Inputs */

const nl_errorpageunknowntext3 = /** @type {(inputs: Errorpageunknowntext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De pagina kon niet worden geladen. Probeer het zo nog eens.`)
};

/**

* @param {Errorpageunknowntext3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const errorpageunknowntext3 = nl_errorpageunknowntext3;
export { errorpageunknowntext3 as "errorPageUnknownText" }