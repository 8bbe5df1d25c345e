/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thankstohome2Inputs */

const fr_thankstohome2 = /** @type {(inputs: Thankstohome2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vers la page d’accueil`)
};

/**

* @param {Thankstohome2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const thankstohome2 = fr_thankstohome2;
export { thankstohome2 as "thanksToHome" }