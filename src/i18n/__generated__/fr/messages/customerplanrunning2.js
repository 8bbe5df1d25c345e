/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerplanrunning2Inputs */

const fr_customerplanrunning2 = /** @type {(inputs: Customerplanrunning2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`encore ouvert – paiement échelonné en cours`)
};

/**

* @param {Customerplanrunning2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customerplanrunning2 = fr_customerplanrunning2;
export { customerplanrunning2 as "customerPlanRunning" }