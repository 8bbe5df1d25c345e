/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerhistoricorders2Inputs */

const sk_customerhistoricorders2 = /** @type {(inputs: Customerhistoricorders2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pre zmenu systému nie je história objednávok pred 01.07. k dispozícii.`)
};

/**

* @param {Customerhistoricorders2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customerhistoricorders2 = sk_customerhistoricorders2;
export { customerhistoricorders2 as "customerHistoricOrders" }