/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerhistoricorders2Inputs */

const nl_customerhistoricorders2 = /** @type {(inputs: Customerhistoricorders2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Door een systeemwijziging is je bestelgeschiedenis van vóór 01.07. niet beschikbaar.`)
};

/**

* @param {Customerhistoricorders2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customerhistoricorders2 = nl_customerhistoricorders2;
export { customerhistoricorders2 as "customerHistoricOrders" }