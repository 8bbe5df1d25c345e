/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerhistoricorders2Inputs */

const de_customerhistoricorders2 = /** @type {(inputs: Customerhistoricorders2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aufgrund einer Systemumstellung ist die Bestellhistorie vor dem 01.07. nicht verfügbar.`)
};

/**

* @param {Customerhistoricorders2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const customerhistoricorders2 = de_customerhistoricorders2;
export { customerhistoricorders2 as "customerHistoricOrders" }