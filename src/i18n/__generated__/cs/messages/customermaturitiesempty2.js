/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customermaturitiesempty2Inputs */

const cs_customermaturitiesempty2 = /** @type {(inputs: Customermaturitiesempty2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nemáte žádné nezaplacené platby.`)
};

/**

* @param {Customermaturitiesempty2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customermaturitiesempty2 = cs_customermaturitiesempty2;
export { customermaturitiesempty2 as "customerMaturitiesEmpty" }