/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customermaturitiesempty2Inputs */

const nl_customermaturitiesempty2 = /** @type {(inputs: Customermaturitiesempty2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Je hebt geen openstaande betalingen.`)
};

/**

* @param {Customermaturitiesempty2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customermaturitiesempty2 = nl_customermaturitiesempty2;
export { customermaturitiesempty2 as "customerMaturitiesEmpty" }