/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customermaturitiesempty2Inputs */

const sv_customermaturitiesempty2 = /** @type {(inputs: Customermaturitiesempty2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du har inga obetalda belopp.`)
};

/**

* @param {Customermaturitiesempty2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customermaturitiesempty2 = sv_customermaturitiesempty2;
export { customermaturitiesempty2 as "customerMaturitiesEmpty" }