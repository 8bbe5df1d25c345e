/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customermaturitiesempty2Inputs */

const sk_customermaturitiesempty2 = /** @type {(inputs: Customermaturitiesempty2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nemáte žiadne nezaplatené platby.`)
};

/**

* @param {Customermaturitiesempty2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customermaturitiesempty2 = sk_customermaturitiesempty2;
export { customermaturitiesempty2 as "customerMaturitiesEmpty" }