/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketdisposalserviceremoved3Inputs */

const nl_basketdisposalserviceremoved3 = /** @type {(inputs: Basketdisposalserviceremoved3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voor onze afvoerservice moet je minstens één matras of lattenbodem bestellen. De afvoerservice is daarom verwijderd.`)
};

/**

* @param {Basketdisposalserviceremoved3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const basketdisposalserviceremoved3 = nl_basketdisposalserviceremoved3;
export { basketdisposalserviceremoved3 as "basketDisposalServiceRemoved" }