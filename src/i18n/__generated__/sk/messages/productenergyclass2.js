/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ energyClass: NonNullable<unknown> }} Productenergyclass2Inputs */

const sk_productenergyclass2 = /** @type {(inputs: Productenergyclass2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Trieda energetickej účinnosti ${i?.energyClass}`)
};

/**

* @param {Productenergyclass2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const productenergyclass2 = sk_productenergyclass2;
export { productenergyclass2 as "productEnergyClass" }