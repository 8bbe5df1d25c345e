/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Errorpagenotfoundtext4Inputs */

const de_ch2_errorpagenotfoundtext4 = /** @type {(inputs: Errorpagenotfoundtext4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Seite wurde verschoben oder existiert nicht mehr. Vielleicht finden Sie über die Suche oder die Startseite, was Sie suchen.`)
};

/**

* @param {Errorpagenotfoundtext4Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const errorpagenotfoundtext4 = de_ch2_errorpagenotfoundtext4;
export { errorpagenotfoundtext4 as "errorPageNotFoundText" }