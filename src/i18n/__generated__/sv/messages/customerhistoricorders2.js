/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerhistoricorders2Inputs */

const sv_customerhistoricorders2 = /** @type {(inputs: Customerhistoricorders2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`På grund av ett systembyte är beställningshistoriken före 01.07. inte tillgänglig.`)
};

/**

* @param {Customerhistoricorders2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customerhistoricorders2 = sv_customerhistoricorders2;
export { customerhistoricorders2 as "customerHistoricOrders" }