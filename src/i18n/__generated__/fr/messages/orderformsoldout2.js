/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformsoldout2Inputs */

const fr_orderformsoldout2 = /** @type {(inputs: Orderformsoldout2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre bon de commande contient des articles épuisés. Veuillez les supprimer.`)
};

/**

* @param {Orderformsoldout2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const orderformsoldout2 = fr_orderformsoldout2;
export { orderformsoldout2 as "orderformSoldOut" }