/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown>, count: NonNullable<unknown> }} Productopenzoomof3Inputs */

const nl_productopenzoomof3 = /** @type {(inputs: Productopenzoomof3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Detailweergave openen, afbeelding ${i?.number} van ${i?.count}`)
};

/**

* @param {Productopenzoomof3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const productopenzoomof3 = nl_productopenzoomof3;
export { productopenzoomof3 as "productOpenZoomOf" }