/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Productopenzoom2Inputs */

const nl_productopenzoom2 = /** @type {(inputs: Productopenzoom2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Detailweergave openen`)
};

/**

* @param {Productopenzoom2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const productopenzoom2 = nl_productopenzoom2;
export { productopenzoom2 as "productOpenZoom" }