/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Errorpagenotfoundtext4Inputs */

const fr_errorpagenotfoundtext4 = /** @type {(inputs: Errorpagenotfoundtext4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La page a été déplacée ou n'existe plus. Vous trouverez peut-être ce que vous cherchez via la recherche ou la page d'accueil.`)
};

/**

* @param {Errorpagenotfoundtext4Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const errorpagenotfoundtext4 = fr_errorpagenotfoundtext4;
export { errorpagenotfoundtext4 as "errorPageNotFoundText" }