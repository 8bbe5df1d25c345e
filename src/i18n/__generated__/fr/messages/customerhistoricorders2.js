/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerhistoricorders2Inputs */

const fr_customerhistoricorders2 = /** @type {(inputs: Customerhistoricorders2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suite à un changement de système, l’historique des commandes avant le 01.07. n’est pas disponible.`)
};

/**

* @param {Customerhistoricorders2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customerhistoricorders2 = fr_customerhistoricorders2;
export { customerhistoricorders2 as "customerHistoricOrders" }