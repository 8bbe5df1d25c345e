/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Errorpagenotfoundtext4Inputs */

const nl_errorpagenotfoundtext4 = /** @type {(inputs: Errorpagenotfoundtext4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De pagina is verplaatst of bestaat niet meer. Misschien vind je via de zoekfunctie of de homepage wat je zoekt.`)
};

/**

* @param {Errorpagenotfoundtext4Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const errorpagenotfoundtext4 = nl_errorpagenotfoundtext4;
export { errorpagenotfoundtext4 as "errorPageNotFoundText" }