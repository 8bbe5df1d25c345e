/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerhistoricorders2Inputs */

const cs_customerhistoricorders2 = /** @type {(inputs: Customerhistoricorders2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kvůli změně systému není historie objednávek před 01.07. k dispozici.`)
};

/**

* @param {Customerhistoricorders2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customerhistoricorders2 = cs_customerhistoricorders2;
export { customerhistoricorders2 as "customerHistoricOrders" }