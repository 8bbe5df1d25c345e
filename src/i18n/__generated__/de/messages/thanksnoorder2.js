/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Thanksnoorder2Inputs */

const de_thanksnoorder2 = /** @type {(inputs: Thanksnoorder2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zu Ihrem Besuch liegt keine Bestellung vor.`)
};

/**

* @param {Thanksnoorder2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const thanksnoorder2 = de_thanksnoorder2;
export { thanksnoorder2 as "thanksNoOrder" }