/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ energyClass: NonNullable<unknown> }} Productenergyclass2Inputs */

const cs_productenergyclass2 = /** @type {(inputs: Productenergyclass2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Třída energetické účinnosti ${i?.energyClass}`)
};

/**

* @param {Productenergyclass2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const productenergyclass2 = cs_productenergyclass2;
export { productenergyclass2 as "productEnergyClass" }