/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ energyClass: NonNullable<unknown> }} Productenergyclass2Inputs */

const nl_productenergyclass2 = /** @type {(inputs: Productenergyclass2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Energie-efficiëntieklasse ${i?.energyClass}`)
};

/**

* @param {Productenergyclass2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const productenergyclass2 = nl_productenergyclass2;
export { productenergyclass2 as "productEnergyClass" }