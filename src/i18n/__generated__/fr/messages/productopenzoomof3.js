/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown>, count: NonNullable<unknown> }} Productopenzoomof3Inputs */

const fr_productopenzoomof3 = /** @type {(inputs: Productopenzoomof3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Agrandir l’image, image ${i?.number} sur ${i?.count}`)
};

/**

* @param {Productopenzoomof3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const productopenzoomof3 = fr_productopenzoomof3;
export { productopenzoomof3 as "productOpenZoomOf" }