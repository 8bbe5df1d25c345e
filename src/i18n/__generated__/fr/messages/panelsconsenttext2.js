/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsconsenttext2Inputs */

const fr_panelsconsenttext2 = /** @type {(inputs: Panelsconsenttext2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avec votre accord, nous utilisons des cookies pour mesurer l'utilisation de la boutique et vous présenter des offres adaptées. Vous pouvez modifier votre choix à tout moment. Plus d'infos dans notre`)
};

/**

* @param {Panelsconsenttext2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const panelsconsenttext2 = fr_panelsconsenttext2;
export { panelsconsenttext2 as "panelsConsentText" }