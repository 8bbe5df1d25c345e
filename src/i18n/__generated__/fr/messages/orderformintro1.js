/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orderformintro1Inputs */

const fr_orderformintro1 = /** @type {(inputs: Orderformintro1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez les numéros d’article de votre catalogue, choisissez la taille et la quantité, puis ajoutez tous les articles au panier en une fois.`)
};

/**

* @param {Orderformintro1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const orderformintro1 = fr_orderformintro1;
export { orderformintro1 as "orderformIntro" }