/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productopenzoom2Inputs */

const fr_productopenzoom2 = /** @type {(inputs: Productopenzoom2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agrandir l’image`)
};

/**

* @param {Productopenzoom2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const productopenzoom2 = fr_productopenzoom2;
export { productopenzoom2 as "productOpenZoom" }