/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerdeleteintro2Inputs */

const nl_customerdeleteintro2 = /** @type {(inputs: Customerdeleteintro2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Als je je account verwijdert, kun je hier je bestellingen, facturen en saldo niet meer bekijken.`)
};

/**

* @param {Customerdeleteintro2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customerdeleteintro2 = nl_customerdeleteintro2;
export { customerdeleteintro2 as "customerDeleteIntro" }