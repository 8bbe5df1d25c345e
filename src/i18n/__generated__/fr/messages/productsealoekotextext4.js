/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productsealoekotextext4Inputs */

const fr_productsealoekotextext4 = /** @type {(inputs: Productsealoekotextext4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque composant de l’article est testé contre les substances nocives.`)
};

/**

* @param {Productsealoekotextext4Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const productsealoekotextext4 = fr_productsealoekotextext4;
export { productsealoekotextext4 as "productSealOekoTexText" }