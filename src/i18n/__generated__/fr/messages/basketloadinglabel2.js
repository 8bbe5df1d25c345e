/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketloadinglabel2Inputs */

const fr_basketloadinglabel2 = /** @type {(inputs: Basketloadinglabel2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement du panier`)
};

/**

* @param {Basketloadinglabel2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const basketloadinglabel2 = fr_basketloadinglabel2;
export { basketloadinglabel2 as "basketLoadingLabel" }