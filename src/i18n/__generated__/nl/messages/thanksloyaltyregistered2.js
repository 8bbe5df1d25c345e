/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ points: NonNullable<unknown>, programmeName: NonNullable<unknown> }} Thanksloyaltyregistered2Inputs */

const nl_thanksloyaltyregistered2 = /** @type {(inputs: Thanksloyaltyregistered2Inputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("nl", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`Met deze bestelling spaar je ${i?.points} ${i?.programmeName}-punt.`);
	if (pointsPlural === "other") return /** @type {LocalizedString} */ (`Met deze bestelling spaar je ${i?.points} ${i?.programmeName}-punten.`);
	return /** @type {LocalizedString} */ ("thanksLoyaltyRegistered");
};

/**

* @param {Thanksloyaltyregistered2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const thanksloyaltyregistered2 = nl_thanksloyaltyregistered2;
export { thanksloyaltyregistered2 as "thanksLoyaltyRegistered" }