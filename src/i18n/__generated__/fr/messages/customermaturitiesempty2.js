/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customermaturitiesempty2Inputs */

const fr_customermaturitiesempty2 = /** @type {(inputs: Customermaturitiesempty2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous n’avez aucun paiement en attente.`)
};

/**

* @param {Customermaturitiesempty2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customermaturitiesempty2 = fr_customermaturitiesempty2;
export { customermaturitiesempty2 as "customerMaturitiesEmpty" }